/** The `distributor` resource (dealers): its schemas and its list, shared by server and web app. */
export * from './schema';
export { distributorList } from './list';
