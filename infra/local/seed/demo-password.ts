/**
 * Every demo account's password (the README lists the accounts). Its own module so that the tests sign
 * in as a demo account without loading the seed (and the data layer it writes through).
 */
export const DEMO_PASSWORD = 'Patina-demo-1';
