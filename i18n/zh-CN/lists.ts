/** 外壳也会显示的列表共用文字：行菜单名称、拒绝访问页。列表自己的工具文字在 list-tools.ts。 */
export default {
  pages: {
    common: {
      more_actions: '更多操作',
    },
    lists: {
      refused: {
        title: '您没有权限',
        body: '如有需要，请联系您所在组织的管理员。',
        home: '返回仪表盘',
      },
    },
  },
};
