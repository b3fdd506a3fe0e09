/** The `version` resource (POS versions): its schema and its list, shared by server and web app. */
export * from './schema';
export { versionList } from './list';
