/** The `staff` resource (employee accounts): its schemas and its list, shared by server and web app. */
export * from './schema';
export { staffList } from './list';
