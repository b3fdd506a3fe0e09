/** 列表页工具的文字，随列表页加载（i18n/list-tools.ts）：批量操作及其对话框、视图、筛选面板。 */
export default {
  pages: {
    lists: {
      bulk: {
        enable: '启用',
        disable: '禁用',
        export: '导出所选',
        enable_title: '启用 %{count} 条记录？',
        disable_title: '禁用 %{count} 条记录？',
        enable_content: '所选的 %{count} 条记录将重新启用。',
        disable_content: '所选的 %{count} 条记录仍留在列表中，但在重新启用前不再使用。',
        done: '已更改 %{count} 条记录',
      },
      licence: {
        activate: '激活',
        renew: '续费',
        activate_title: '激活 %{count} 家门店',
        renew_title: '续费 %{count} 家门店',
        cost: '%{count} 家门店 x %{years} 年：%{total} 个账号',
        left: '%{dealer}：剩余 %{remaining} 个账号，之后剩余 %{after} 个',
        short: '%{dealer} 剩余 %{remaining} 个账号，需要 %{need} 个',
        unlimited: '运营方自己的门店不使用账号',
        skipped: '只有待激活的门店可以激活，只有已激活的门店可以续费：所选门店中有 %{count} 家不在其列。',
        done: '%{count} 家门店已购买 %{years} 年',
        short_dealer: '已购账号数量不足：%{dealer}',
      },
      views: { label: '视图' },
      filters: { open: '筛选', title: '筛选', clear: '清除筛选', show: '查看结果' },
    },
  },
};
