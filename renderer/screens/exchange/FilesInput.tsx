// A labelled native file chooser for the exchange cards (exercise, feedback and submission files),
// or a folder chooser: a folder (an LMS assignment's download) gives every file in it, sub-folders
// included.
type Props = {
  label: string;
  /** File types offered; none for a folder. */
  accept?: string;
  multiple?: boolean;
  folder?: boolean;
  onFiles: (files: FileList | null) => void;
  testId?: string;
};

export function FilesInput({ label, accept, multiple, folder, onFiles, testId }: Props) {
  return (
    <label>
      {label}
      <input
        type="file"
        accept={accept}
        multiple={multiple || folder}
        {...(folder ? { webkitdirectory: '' } : {})}
        onChange={(e) => onFiles(e.target.files)}
        data-testid={testId}
      />
    </label>
  );
}
