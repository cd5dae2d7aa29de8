// Loaded into the API process by the soak test (`node --import`): on the test's message the process fails the way
// real code fails, with an error nobody catches or a promise nobody handles, so the API's own handlers are tested.
process.on('message', (message) => {
  if (message === 'uncaught') setTimeout(() => {
    throw new Error('fallo provocado por la prueba');
  });
  if (message === 'unhandled') void Promise.reject(new Error('rechazo provocado por la prueba'));
});
