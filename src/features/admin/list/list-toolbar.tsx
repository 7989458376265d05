"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ListSearch } from "@/features/admin/components/list-search";
import { ListSort } from "@/features/admin/components/list-sort";
import { cn } from "@/lib/utils";
import type { ListAddress } from "./address";

const SIDE_BY_SIDE = { md: "md:flex-row md:items-end md:justify-between", lg: "lg:flex-row lg:items-end lg:justify-between" } as const;

/**
 * A list's toolbar: the filter tabs (if any) above one row of search and
 * selects, which stacks on phones. Every control leads to an address, so the
 * URL is the state.
 */
export function ListToolbar({
  tabs,
  children,
  wideFrom = "md",
  className,
}: {
  tabs?: ReactNode;
  children: ReactNode;
  /** Where the controls go side by side (a toolbar with many selects waits for a wider screen). */
  wideFrom?: "md" | "lg";
  className?: string;
}) {
  const row = <div className={cn("flex flex-col gap-3", SIDE_BY_SIDE[wideFrom], className)}>{children}</div>;
  if (!tabs) return row;
  return (
    <div className="flex flex-col gap-4">
      {tabs}
      {row}
    </div>
  );
}

interface SearchableView {
  q: string;
  page: number;
}

/**
 * The list's search box on its address: the rest of the view rides along
 * (page 1) and the clear link drops only the search. `messages` is the
 * list's search namespace (label, placeholder, submit, clear).
 */
export function ViewSearch<P extends SearchableView>({
  id,
  address,
  params,
  maxLength,
  messages,
}: {
  id: string;
  address: ListAddress<P>;
  params: P;
  maxLength: number;
  messages: string;
}) {
  const t = useTranslations(messages);
  const unsearched: P = { ...params, q: "", page: 1 };
  return (
    <ListSearch
      id={id}
      action={address.path}
      value={params.q}
      maxLength={maxLength}
      keep={address.entries(unsearched)}
      clearHref={address.href(unsearched)}
      labels={{ label: t("label"), placeholder: t("placeholder"), submit: t("submit"), clear: t("clear") }}
    />
  );
}

/** One of the view's parameters (the order, a filter) as a labelled select that goes to that view's address, page 1. */
export function ViewSelect<P extends { page: number }, K extends keyof P & string>({
  id,
  address,
  params,
  name,
  label,
  options,
  className,
}: {
  id: string;
  address: ListAddress<P>;
  params: P;
  name: K;
  label: string;
  options: readonly { value: P[K] & string; label: string }[];
  className?: string;
}) {
  return (
    <ListSort
      id={id}
      label={label}
      value={params[name] as P[K] & string}
      options={options}
      hrefFor={(value) => address.href({ ...params, [name]: value, page: 1 })}
      className={className}
    />
  );
}

/** The view's order as a select; `messages` is the list's sort namespace (label, and one text per order). */
export function ViewSort<P extends { page: number; sort: string }>({
  id,
  address,
  params,
  sorts,
  messages,
  className,
}: {
  id: string;
  address: ListAddress<P>;
  params: P;
  sorts: readonly P["sort"][];
  messages: string;
  className?: string;
}) {
  const t = useTranslations(messages);
  return (
    <ViewSelect
      id={id}
      address={address}
      params={params}
      name="sort"
      label={t("label")}
      options={sorts.map((sort) => ({ value: sort as P["sort"] & string, label: t(sort as string) }))}
      className={className}
    />
  );
}
