/** Store payment integrations, shared by server and web app: providers and their fields, rules, masking, API schemas. */
export * from './fields';
export * from './providers';
export * from './mask';
export * from './rules';
export * from './schema';
export * from './money';
