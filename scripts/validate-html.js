// @ts-check
// Placeholder until the budgets issue lands.
console.log("validate-html: not implemented yet");
