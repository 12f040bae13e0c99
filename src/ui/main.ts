import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { readLinkEarly } from './early-link.ts';

/** Entry point of the playground: the static shell of index.html gives way to the app (after a long link is read). */
const target = document.getElementById('app');
if (target)
  void readLinkEarly(location.hash).then(() => {
    target.replaceChildren();
    mount(App, { target });
  });
