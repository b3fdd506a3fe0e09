/** 列表页工具的文字，随列表页加载（i18n/list-tools.ts）：批量操作及其对话框、视图、筛选面板。 */
export default {
  pages: {
    lists: {
      bulk: {
        enable: '启用',
        disable: '禁用',
        export: '导出所选',
        enable_title: '启用 %{smart_count} 条记录？',
        disable_title: '禁用 %{smart_count} 条记录？',
        enable_content: '所选的 %{smart_count} 条记录将重新启用。',
        disable_content: '所选的 %{smart_count} 条记录仍留在列表中，但在重新启用前不再使用。',
        left_out: '%{smart_count} 条记录未处理：%{names}',
        why_1001: '状态不符',
        why_1003: '无权更改',
        why_61001: '%{dealer} 已购账号不足',
        done: '已更改 %{smart_count} 条记录',
      },
      licence: {
        activate: '激活',
        renew: '续费',
        activate_title: '激活 %{smart_count} 家门店',
        renew_title: '续费 %{smart_count} 家门店',
        stores: '%{smart_count} 家门店',
        years: '%{smart_count} 年',
        accounts: '%{smart_count} 个账号',
        cost: '%{stores} x %{years}：%{accounts}',
        left: '%{dealer}：剩余 %{remaining}，之后剩余 %{after} 个',
        unlimited: '运营方自己的门店不使用账号',
        left_out: '以下 %{smart_count} 家门店不处理：',
        why_activate: '不是待激活状态',
        why_renew: '从未激活',
        done: '%{stores}已购买 %{years}',
      },
      views: { label: '视图' },
      filters: { open: '筛选', title: '筛选', clear: '清除筛选', show: '查看结果' },
    },
  },
};
