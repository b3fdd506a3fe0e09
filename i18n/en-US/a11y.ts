/** Texts for assistive technology and keyboard use: skip link, tab bar controls, chart summaries. */
export default {
  app: {
    a11y: {
      skip_to_content: 'Skip to content',
      close_tab: 'Close %{name}',
      scroll_tabs_back: 'Scroll the tabs back',
      scroll_tabs_forward: 'Scroll the tabs forward',
    },
  },
};
