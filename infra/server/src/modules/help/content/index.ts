/** Every language's help centre; other languages of the site read English (the big ones are all written here). */
import type { Language } from '@sf/remote-contract';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { NL } from './nl';
import { PL } from './pl';
import { PT } from './pt';
import type { HelpTopicText } from './types';

export type { HelpArticleText, HelpTopicText } from './types';

export const HELP_CONTENT: Readonly<Record<Language, readonly HelpTopicText[]>> = { en: EN, de: DE, fr: FR, it: IT, es: ES, nl: NL, pl: PL, pt: PT };
