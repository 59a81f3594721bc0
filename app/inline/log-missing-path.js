// The not-found page's only script, instead of React: says which path was missing.
console.error(`404: no page at ${location.pathname}`);
