/**
 * Every language the emulator's emails and SMS are written in, by BCP 47 tag.
 * Generated: one import per `texts/<tag>.ts` and one entry each, nothing else.
 */
import type { EmulatorTexts } from './en';
import en from './en';

export const TEXT_CATALOGUES: Readonly<Record<string, EmulatorTexts>> = {
  en,
};
