// The direction and language an annotated text is written in, carried by every view of it (the text,
// its span lists, the panels that quote a phrase of it) so each is shown the way it is written.
export type TextLocale = { dir: 'ltr' | 'rtl' | 'auto'; lang: string | undefined };
