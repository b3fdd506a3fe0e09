/** Texts of the list screens' shared pieces that the shell also shows: the row menu's name, the refusal page. The lists' own tools are in list-tools.ts. */
export default {
  pages: {
    common: {
      more_actions: 'More actions',
    },
    lists: {
      refused: {
        title: 'You do not have permission',
        body: 'Ask an administrator of your organisation if you need it.',
        home: 'Back to the dashboard',
      },
    },
  },
};
