export * from './account-security';
export * from './accounts';
export * from './analyses';
export * from './assistant';
export * from './billing';
export * from './library';
export * from './reports';
