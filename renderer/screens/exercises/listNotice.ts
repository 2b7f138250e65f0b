// The one-line notice the exercise list shows after a change (also passed from the editor on save).
export type ListNotice = {
  kind: 'created' | 'saved' | 'duplicated' | 'archived' | 'unarchived';
  title: string;
  id?: number;
};

export const isListNotice = (value: unknown): value is ListNotice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ListNotice).title === 'string' &&
  typeof (value as ListNotice).kind === 'string';
