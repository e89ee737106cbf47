/** The package entry `portico`: the headless browser client. */
export * from './core';
