import { useEffect, useState } from 'preact/hooks';
import { signIn, signOut, signedIn } from '../api';
import { parseHash, Route } from '../logic/hash-route';
import { AdminView } from './admin';
import { HomeView } from './home';
import { SessionView } from './session';
import { SignInView } from './sign-in';

/** The app: a sign-in screen until a key is kept, then the screen the address fragment names. */
export function App() {
  const [route, setRoute] = useState<Route>(() => parseHash(location.hash));
  const [auth, setAuth] = useState(signedIn);
  useEffect(() => {
    const onHash = () => setRoute(parseHash(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    // A sign-in link (the admin screen's QR code): keep the key, then drop it from the address bar.
    if (route.name === 'sign-in' && route.key && route.club) {
      signIn(route.club, route.key);
      setAuth(signedIn());
      history.replaceState(null, '', `${location.pathname}#/`);
      setRoute({ name: 'home' });
    }
  }, [route]);
  useEffect(() => {
    document.body.dataset.screen = auth ? route.name : 'sign-in';
  }, [route, auth]);

  const out = () => {
    signOut();
    setAuth(null);
    location.hash = '#/';
  };
  return (
    <>
      <header class="top no-print">
        <a class="brand" href="#/">
          Club ledger
        </a>
        {auth && (
          <nav aria-label="Main">
            <a href="#/">Club home</a>
            <a href="#/admin">Keys and QR</a>
            <button type="button" class="link" onClick={out}>
              Sign out
            </button>
          </nav>
        )}
      </header>
      <main id="main">
        {!auth ? (
          <SignInView onSignedIn={() => setAuth(signedIn())} />
        ) : route.name === 'session' ? (
          <SessionView key={route.id} id={route.id} club={auth.club} />
        ) : route.name === 'admin' ? (
          <AdminView club={auth.club} />
        ) : (
          <HomeView club={auth.club} />
        )}
      </main>
    </>
  );
}
