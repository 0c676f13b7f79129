import fc from 'fast-check';

// Every test file, in Node or jsdom. Property tests explore new random cases on every local run, where a
// failure prints its seed to replay it. CI replays one fixed seed, so whether a commit lands does not
// depend on the draw.
if (process.env.CI) fc.configureGlobal({ seed: 20261122 });
