/** resources/validation.ts 的提示文案（规格第 5 节）。 */
export default {
  validation: {
    required: '此项为必填项',
    email: '请输入正确的邮箱格式',
    domain: '格式错误',
    port: '端口范围仅支持 0 到 65535',
    positive: '%{field}必须大于 0',
    option_text: '不能超过 %{max} 个字符',
    price_required: '请输入价格',
    price: '请输入有效的价格',
    old_password_required: '请输入旧密码',
    new_password_required: '请输入新密码',
    confirm_password_required: '请输入确认密码',
    password_mismatch: '确认密码与新密码不一致',
  },
};
