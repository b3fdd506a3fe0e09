/** 多个资源共用的页面部件文字（src/common）：列表、状态、表单。 */
export default {
  pages: {
    common: {
      actions: '操作',
      load_error: '数据加载失败：%{reason}',
      preview: '预览',
      read_only: '您可以查看此记录，但不能修改。',
      section_saved: '%{section}已保存',
      enable: '启用',
      disable: '禁用',
      enabled: '已启用',
      disabled: '已禁用',
      confirm_enable_title: '启用 %{name}？',
      confirm_disable_title: '禁用 %{name}？',
      confirm_enable: '%{name} 将恢复使用。',
      confirm_disable: '%{name} 仍在列表中，但在重新启用前不再使用。',
      integer: '请输入整数',
      too_long: '%{count}/%{max}：最多 %{max} 个字符',
      format: '格式错误',
      account_hint: '字母、数字及 _ . @ -，至少 3 个字符',
      confirm_password: '确认密码',
      country: { ID: '印度尼西亚', TR: '土耳其', MY: '马来西亚', PH: '菲律宾' },
    },
  },
};
