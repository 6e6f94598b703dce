import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from "firebase/firestore/lite";
import type { Article, Product } from "~/lib/content-store/model";
import { parseArticle, parseProduct, type Parsed } from "~/lib/content-store/validate";

/** An invalid document reads as a failed `Parsed`, which the adapter skips rather than crash the page. */
function converter<T>(parse: (id: string, data: unknown) => Parsed<T>): FirestoreDataConverter<Parsed<T>> {
  return {
    // Writes go through articleToData / productToData.
    toFirestore: () => {
      throw new Error("Write documents with articleToData or productToData.");
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => parse(snapshot.id, snapshot.data()),
  };
}

/** `slug` is a copy of the id. */
export function articleToData({ id, ...fields }: Article): DocumentData {
  return { ...fields, slug: id };
}

export function productToData({ id: _id, ...fields }: Product): DocumentData {
  return fields;
}

export const articleConverter = converter(parseArticle);
export const productConverter = converter(parseProduct);
