import type { MemberMatch } from '@/data/ports/sourcing.ts';

const matchLabel = (m: MemberMatch) => [m.memberName, m.businessName, m.email].filter(Boolean).join(' · ');

/** The members a search found, one to choose (radio buttons), with the field's error under them. */
export function MemberChoices({
  matches,
  chosen,
  onChoose,
  error,
}: {
  matches: readonly MemberMatch[] | null;
  chosen: string;
  onChoose: (id: string) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="admin-choices" aria-describedby={error ? 'dealer-user-error' : undefined}>
      <legend>
        User{' '}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      {matches === null ? (
        <p className="admin-recent__note">Search to choose a member.</p>
      ) : matches.length === 0 ? (
        <p className="admin-recent__note">No members match.</p>
      ) : (
        matches.map((m) => (
          <label key={m.id} className="admin-choice">
            <input
              type="radio"
              name="dealer-user"
              value={m.id}
              checked={chosen === m.id}
              onChange={() => onChoose(m.id)}
            />
            <span>{matchLabel(m)}</span>
          </label>
        ))
      )}
      {error && (
        <p id="dealer-user-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
