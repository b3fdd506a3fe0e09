/** What each list says when it has no rows (src/common/ListEmpty.tsx): none yet, and none matching its filters. */
export default {
  pages: {
    lists: {
      empty: { none: 'Nothing here yet', hint: 'What is added shows here.', filtered: 'Nothing matches these filters' },
    },
    distributor: {
      empty: { none: 'No dealers yet', hint: 'Dealers you add sell stores under you.', filtered: 'No dealers match these filters' },
    },
    staff: {
      empty: {
        none: 'No employees yet',
        hint: 'Employees you add sign in to this back office with accounts of their own.',
        filtered: 'No employees match these filters',
      },
    },
    company: {
      empty: {
        none: 'No brands yet',
        hint: 'A brand holds its stores: add the brand first, then its stores.',
        filtered: 'No brands match these filters',
      },
    },
    store: {
      empty: {
        none: 'No stores yet',
        hint: 'Stores run the POS: add one under a brand, then activate its licence.',
        filtered: 'No stores match these filters',
      },
    },
    sms: {
      empty: {
        none: 'No SMS movements yet',
        hint: 'Recharges and top-ups of SMS balances show here.',
        filtered: 'No SMS movements match these filters',
      },
    },
    audit: {
      empty: {
        none: 'No activity yet',
        hint: 'What you and your employees change shows here.',
        filtered: 'No activity matches these filters',
      },
    },
  },
};
