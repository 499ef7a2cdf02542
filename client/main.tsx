import { Fragment, options, render } from 'preact';
import './styles.css';
import { App } from './App';
import { watchRenderCost } from './lib/renderCost';

const root = document.getElementById('app')!;
// Preact 11 does not clear the container: make sure nothing stale is left in it.
root.textContent = '';
watchRenderCost(options, Fragment);
render(<App />, root);
