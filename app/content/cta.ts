/**
 * The closing call to action of the pages ("Start Your Journey"), in its own
 * module so the inner pages do not load the home page's copy and icons with it.
 */
export const journeyCta = {
  title: "Start Your Journey",
  text: "Applications for the 2025 school year are open. It takes about ten minutes, and you can ask us anything along the way.",
  action: "Start your application",
};
