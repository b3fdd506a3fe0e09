/** POS versions (resource `version`). */
export default {
  resources: {
    version: {
      name: 'Version |||| Versions',
      fields: {
        id: 'ID',
        name: 'Name',
        version_no: 'Version number',
        platform: 'Platform',
        download_url: 'Download URL',
        release_notes: 'Release notes',
        force_update: 'Forced update',
        status: 'Status',
        released_at: 'Released at',
        created_at: 'Created at',
      },
    },
  },
  app: {
    platform: { android: 'Android', windows: 'Windows', ios: 'iOS' },
  },
};
