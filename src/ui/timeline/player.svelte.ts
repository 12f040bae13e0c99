import type { Actor } from 'xstate';
import type { stepperMachine } from '../../machines/stepper.ts';
import type { Workspace } from '../workspace.svelte.ts';

/** XState and the stepper load on the first play: they are no part of the start-up JavaScript. */
async function loadStepper(): Promise<{ createActor: typeof import('xstate').createActor; stepperMachine: typeof stepperMachine }> {
  const [{ createActor }, stepper] = await Promise.all([import('xstate'), import('../../machines/stepper.ts')]);
  return { createActor, stepperMachine: stepper.stepperMachine };
}

/**
 * Play/pause through the timeline, driven by the XState stepper machine. The workspace keeps
 * the selection (by step id, so it survives edits); the machine only ticks while playing.
 */
export class Player {
  playing = $state(false);
  private actor: Actor<typeof stepperMachine> | null = null;
  private loading = false;

  constructor(private readonly ws: Workspace) {}

  /** Starts from the selected step (or the first) and selects each next step in turn. */
  toggle(): void {
    if (this.actor) {
      this.stop();
      return;
    }
    if (this.loading || this.ws.rows.count === 0) return;
    this.loading = true;
    void loadStepper().then((loaded) => {
      this.loading = false;
      this.start(loaded);
    });
  }

  private start({ createActor, stepperMachine }: Awaited<ReturnType<typeof loadStepper>>): void {
    const count = this.ws.rows.count;
    if (count === 0) return;
    const actor = createActor(stepperMachine);
    actor.subscribe((snapshot) => {
      this.ws.selectAt(snapshot.context.stepIndex);
      this.playing = snapshot.matches({ ready: 'playing' });
      if (!this.playing && this.actor === actor && snapshot.context.stepIndex >= snapshot.context.stepCount - 1) this.stop();
    });
    actor.start();
    this.actor = actor;
    const at = Math.max(0, this.ws.selectedIndex);
    actor.send({ type: 'timeline.load', stepCount: count });
    if (at < count - 1) {
      actor.send({ type: 'step.select', index: at });
      actor.send({ type: 'play.toggle' });
    } else this.stop();
  }

  /** Stops playing and drops the actor. */
  stop(): void {
    this.actor?.stop();
    this.actor = null;
    this.playing = false;
  }
}
