import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from "firebase/firestore/lite";
import type { Article, Product } from "~/lib/content-store/model";
import { parseArticle, parseProduct, type Parsed } from "~/lib/content-store/validate";

/**
 * One converter per collection: documents are validated (and Timestamps turned
 * into Dates) here, once. An invalid document reads as a failed `Parsed`
 * value — the adapter skips it with a warning instead of crashing the page.
 */
function converter<T>(parse: (id: string, data: unknown) => Parsed<T>): FirestoreDataConverter<Parsed<T>> {
  return {
    // Reads only: writes go through articleToData / productToData below.
    toFirestore: () => {
      throw new Error("Write documents with articleToData or productToData.");
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => parse(snapshot.id, snapshot.data()),
  };
}

/** Article fields as stored: everything but the id, plus `slug`, a copy of the id. */
export function articleToData({ id, ...fields }: Article): DocumentData {
  return { ...fields, slug: id };
}

/** Product fields as stored: all of them, `link` included, so an uploaded product still links out. */
export function productToData({ id: _id, ...fields }: Product): DocumentData {
  return fields;
}

export const articleConverter = converter(parseArticle);
export const productConverter = converter(parseProduct);
