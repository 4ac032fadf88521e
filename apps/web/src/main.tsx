import { render } from 'preact';
import { App } from './views/app';
import './styles.css';

render(<App />, document.getElementById('app')!);
