import { Outlet } from "react-router";
import type { Route } from "./+types/language";
import { localeOf } from "~/content/locales";

/*
 * Every language but the default, under its code (/es/vision): the `lang` param, which
 * the document (app/root.tsx), the meta functions and the loaders read. A first segment
 * that names no other language (/fr/vision, /nope, /vision/extra) is no page: a 404. The
 * built site has no such file, and its hosts answer with the default language's
 * not-found page; the development server, which renders only what the build publishes,
 * answers with the same page (app/root.tsx, HydrateFallback).
 */

export function loader({ params }: Route.LoaderArgs) {
  localeOf(params);
  return null;
}

export default function Language() {
  return <Outlet />;
}
