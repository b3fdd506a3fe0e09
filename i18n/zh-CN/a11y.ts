/** 为辅助技术和键盘操作准备的文字：跳转链接、标签栏按钮、图表摘要。 */
export default {
  app: {
    a11y: {
      skip_to_content: '跳到主要内容',
      close_tab: '关闭%{name}',
      scroll_tabs_back: '向前滚动标签',
      scroll_tabs_forward: '向后滚动标签',
    },
  },
};
