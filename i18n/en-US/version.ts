/** POS versions (resource `version`). */
export default {
  resources: {
    version: {
      name: 'Version |||| Versions',
      fields: {
        name: 'Name',
        version_no: 'Version number',
        platform: 'Platform',
        status: 'Status',
        released_at: 'Released at',
      },
    },
  },
};
