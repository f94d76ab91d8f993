// The async boundary lets the federation runtime negotiate shared singletons before React loads.
import('./bootstrap').catch((error: unknown) => {
  console.error('ToolHub failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'ToolHub could not start. Please reload the page.';
});
