import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

/** Entry point of the playground: the static shell of index.html gives way to the app. */
const target = document.getElementById('app');
if (target) {
  target.replaceChildren();
  mount(App, { target });
}
