/**
 * The interface's own words, in one table per language (`languages/<code>.json`, which a
 * translator reads and writes): the page's frame, the scripts' messages, code blocks, the
 * endpoint reference and the playground. English (`languages/en.json`) names every string.
 */
import type english from './languages/en.json';

/** Every string of the interface, by part. */
export type InterfaceStrings = typeof english;

/** The strings of one part (`page`, `client`, `code`, `endpoint`, `playground`). */
export type StringsPart = keyof InterfaceStrings;
