/** 搜索框的文字（src/layout/search）：页头的搜索图标与 Ctrl+K / Cmd+K。 */
export default {
  app: {
    search: {
      open: '搜索',
      placeholder: '门店、品牌、经销商或员工：名称或 ID',
      hint: '输入名称的一部分，或 ID',
      loading: '搜索中…',
      nothing: '没有找到',
      failed: '搜索没有应答，请重试',
      kind: { store: '门店', company: '品牌', distributor: '经销商', staff: '员工' },
    },
  },
};
