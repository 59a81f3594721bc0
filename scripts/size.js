// @ts-check
// Placeholder until the budgets issue lands.
console.log("size: not implemented yet");
