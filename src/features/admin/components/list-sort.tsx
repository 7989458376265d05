"use client";

import { useRouter } from "next/navigation";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(sort) => router.push(hrefFor(sort as Sort))}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
