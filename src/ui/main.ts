import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

/** Entry point of the playground. */
const target = document.getElementById('app');
if (target) mount(App, { target });
