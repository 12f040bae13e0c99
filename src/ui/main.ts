import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { NATIVE_LINK_MIN_CHARS, readLinkEarly } from './early-link.ts';
import { startWorkerEarly } from './run/early-worker.ts';

/** Entry point of the playground: the static shell of index.html gives way to the app (after a long link is read). */
const target = document.getElementById('app');
// A long link's game is analysed in the worker: it starts while the link is read and the page mounts.
if (target && location.hash.length >= NATIVE_LINK_MIN_CHARS) startWorkerEarly();
if (target)
  void readLinkEarly(location.hash).then(() => {
    target.replaceChildren();
    mount(App, { target });
  });
