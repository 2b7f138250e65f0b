// The end of the sign-in, join and setup forms: what the server refused (its id ties it to the
// field concerned) and the submit button, held while submitting or while a retry wait runs.
type Props = {
  problem: { message: string } | null;
  problemId: string;
  testPrefix: string;
  busy: boolean;
  label: string;
};

export function AuthFormEnd({ problem, problemId, testPrefix, busy, label }: Props) {
  return (
    <>
      {problem && (
        <p className="error-text" role="alert" id={problemId} data-testid={`${testPrefix}-error`}>
          {problem.message}
        </p>
      )}
      <button type="submit" className="button primary auth-submit" disabled={busy} data-testid={`${testPrefix}-submit`}>
        {label}
      </button>
    </>
  );
}
