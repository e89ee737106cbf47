/**
 * The widget already draws Yahoo for the inbox links of the email screen;
 * sign-in shows the same glyph rather than a second drawing of one brand.
 */
export { YahooIcon } from '../inbox-icons';
