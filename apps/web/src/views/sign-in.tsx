import { useState } from 'preact/hooks';
import { signIn } from '../api';

/** Sign-in with a key pasted (or from the admin screen's QR code): kept only in this browser. */
export function SignInView({ onSignedIn }: { onSignedIn: () => void }) {
  const [club, setClub] = useState('');
  const [key, setKey] = useState('');
  return (
    <section class="card narrow">
      <h1>Sign in</h1>
      <p>
        Paste your club’s id and a key (ask the club’s admin, or scan the QR code of their “Keys and QR” screen). The
        key stays in this browser only.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          signIn(club, key);
          onSignedIn();
        }}
      >
        <label>
          Club id
          <input required value={club} onInput={(e) => setClub(e.currentTarget.value)} autocomplete="off" />
        </label>
        <label>
          API key
          <input
            required
            type="password"
            value={key}
            onInput={(e) => setKey(e.currentTarget.value)}
            autocomplete="off"
          />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </section>
  );
}
