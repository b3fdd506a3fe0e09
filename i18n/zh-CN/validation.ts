/** resources/validation.ts 的提示文案（规格第 5 节）。 */
export default {
  validation: {
    taken: '该值已存在',
    required: '此项为必填项',
    email: '请输入正确的邮箱格式',
    domain: '格式错误',
    port: '端口范围仅支持 0 到 65535',
    positive: '%{field}必须大于 0',
    option_text: '不能超过 %{max} 个字符',
    price_required: '请输入价格',
    price: '请输入有效的价格',
    price_whole: '请输入整数金额：该币种没有小数',
    old_password_required: '请输入旧密码',
    new_password_required: '请输入新密码',
    confirm_password_required: '请输入确认密码',
    password_mismatch: '确认密码与新密码不一致',
    weekday: '请选择星期',
    time_of_day: '请按 HH:MM 输入时间（00:00 至 23:59）',
    business_hours_same_day: '每个星期几只能出现一次',
    business_hours_same_time: '开始时间与结束时间不能相同',
  },
};
