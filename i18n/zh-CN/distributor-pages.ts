/** 经销商页面文字（src/distributor）：通知、列表、表单、配额对话框、设置。 */
export default {
  resources: {
    distributor: { notifications: { created: '经销商已创建', updated: '经销商已保存' } },
  },
  pages: {
    distributor: {
      level: { '1': '一级', '2': '二级' },
      action: { quota: '配额', sms: '短信充值', setting: '设置' },
      confirm_enable: '%{name} 及其下级经销商的账号将可以重新登录。',
      confirm_disable: '%{name} 及其下级经销商的所有账号将被登出，重新启用前无法登录。',
      level_2: {
        confirm_enable: '%{name} 的账号将可以重新登录。',
        confirm_disable: '%{name} 的所有账号将被登出，重新启用前无法登录。',
      },
      section: { basic: '经销商', admin: '管理员账号' },
      placement: '新经销商将作为 %{parent} 的%{level}经销商。',
      country_fixed: '二级经销商与其上级经销商在同一国家。',
      quota: {
        title: '%{name} 的账号配额',
        summary: '配额 %{quota}，剩余 %{remaining}',
        own: '您还可分配 %{count} 个账号',
        own_unlimited: '您的账号供应不限',
        reclaim_short: '该经销商已没有这么多未使用的账号可收回',
        reclaim_too_many: '该经销商只有 %{count} 个未使用的账号可收回',
        direction: '操作',
        allocate: '分配',
        reclaim: '回收',
        submit: '提交',
        done: '配额已更新',
        log: '变动记录',
        no_log: '暂无变动记录',
        store: '门店 %{id}',
        kind: { allocate: '分配', reclaim: '回收', activate: '门店激活', renew: '门店续费' },
        column: {
          created_at: '时间',
          kind: '类型',
          from: '转出方',
          to: '转入方',
          change: '变动',
          staff: '操作人',
          remark: '备注',
        },
      },
      setting: {
        title: '%{name} 的设置',
        read_only: '只有上级经销商或运营方可以修改这些设置。',
        saved: '设置已保存',
        no_id: '未选择经销商。',
      },
    },
  },
};
