"use client";

import { useRouter } from "next/navigation";
import { LabelledSelect } from "../list/labelled-select";

/**
 * The order of an admin list, as a labelled select: choosing one goes to
 * that view's address (built by the list's own list-params, page 1), so the
 * server sorts and a reload or the back button keeps it.
 */
export function ListSort<Sort extends string>({
  id,
  label,
  value,
  options,
  hrefFor,
  className = "flex flex-col gap-2 md:w-64",
}: {
  id: string;
  label: string;
  value: Sort;
  options: readonly { value: Sort; label: string }[];
  hrefFor: (sort: Sort) => string;
  className?: string;
}) {
  const router = useRouter();
  return <LabelledSelect id={id} label={label} value={value} options={options} onChange={(sort) => router.push(hrefFor(sort))} className={className} />;
}
