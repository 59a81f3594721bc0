/** The closing call to action of every page but Join Us ("Start Your Journey"). */
export const journeyCta = {
  title: "Start Your Journey",
  text: "Applications for the 2025 school year are open. It takes about ten minutes, and you can ask us anything along the way.",
  action: "Start your application",
};
