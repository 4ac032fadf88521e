import { useState } from 'preact/hooks';
import { encode } from 'uqr';
import { post } from '../api';
import { signInLink } from '../logic/hash-route';
import { qrPath } from '../logic/qr-path';
import { errorText } from './use-load';

/** Keys and QR: make a key (admin) or take one, and show a QR code of its sign-in link for a phone. */
export function AdminView({ club }: { club: string }) {
  const [role, setRole] = useState('scorer');
  const [label, setLabel] = useState('');
  const [key, setKey] = useState('');
  const [error, setError] = useState('');
  const link = key ? signInLink(location.origin, club, key) : '';
  const qr = link ? encode(link, { ecc: 'L', border: 2 }) : null;
  return (
    <>
      <h1>Keys and QR</h1>
      <div class="grid">
        <section class="card" aria-labelledby="new-key-h">
          <h2 id="new-key-h">Make a key</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setError('');
              post<{ key: string }>(`/v1/clubs/${club}/keys`, { role, label }).then(
                (k) => setKey(k.key),
                (err) => setError(errorText(err)),
              );
            }}
          >
            <label>
              Role
              <select value={role} onChange={(e) => setRole(e.currentTarget.value)}>
                <option value="scorer">scorer (records the play)</option>
                <option value="auditor">auditor (reads only)</option>
                <option value="admin">admin</option>
              </select>
            </label>
            <label>
              Label
              <input required value={label} onInput={(e) => setLabel(e.currentTarget.value)} />
            </label>
            <button type="submit">Make the key</button>
          </form>
          {error && (
            <p role="alert" class="problem">
              {error}
            </p>
          )}
          <label>
            Or a key you have
            <input type="password" value={key} onInput={(e) => setKey(e.currentTarget.value)} autocomplete="off" />
          </label>
        </section>
        {qr && (
          <section class="card" aria-labelledby="qr-h">
            <h2 id="qr-h">Sign-in QR code</h2>
            <p>Scan it with the phone that will keep the score: it opens this app signed in with the key.</p>
            <svg
              class="qr"
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label="QR code of the sign-in link"
              shape-rendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} class="qr-bg" />
              <path d={qrPath(qr.data)} class="qr-fg" />
            </svg>
          </section>
        )}
      </div>
    </>
  );
}
